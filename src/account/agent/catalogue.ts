import { registerCatalogue } from '../../i18n/lazyCatalogues';
import { agentEn } from '../../i18n/site/agent.en';
import { agentVi } from '../../i18n/site/agent.vi';

// The agent's desk texts load with its picker or the client's page, not with the entry chunk.
registerCatalogue('agent', agentVi, agentEn);
