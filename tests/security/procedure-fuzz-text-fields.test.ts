import { describeProcedureFuzz } from '../support/procedure-fuzz';

describeProcedureFuzz('pglite', 'text fields');
