import { describeProcedureFuzz } from '../support/procedure-fuzz';

describeProcedureFuzz('postgres', 'text fields');
