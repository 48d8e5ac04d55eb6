import { describeProcedureFuzz } from '../support/procedure-fuzz';

describeProcedureFuzz('postgres', 'generated inputs');
