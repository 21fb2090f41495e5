import { AppError } from '../../errors.js';
import {
  acceptInvitation,
  agentInvitations,
  cancelInvitation,
  declineInvitation,
  inviteClient,
  myAgentInvitations,
  myAgents,
  removeAgent,
  type AgentInvitationDeps,
} from '../../domain/accounts/agent-invitations.js';
import { travellersOfAgent } from '../../domain/accounts/agent-travellers.js';
import { now } from '../../domain/context/clock.js';
import { requireUser } from '../../domain/context/user.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';

/*
 * The travel agent's desk (spec §6; docs/accounts-ui.md "Travel agent"). The agent's side
 * (travel_agent_accounts, travel_agent_invitations, invite/cancel) is always the signed-in
 * user's own, even while the request acts for a traveller (OWN in server/graphql/acting.ts).
 * The client's side (my_travel_agent*, accept, decline, remove) is the person's own consent:
 * refused while anyone acts for them (not in the acting table: fail closed).
 */

function deps(ctx: RequestContext): AgentInvitationDeps {
  const services = ctx.auth?.services;
  if (!services) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  const host = ['0.0.0.0', '::', '[::]'].includes(ctx.config.host) ? 'localhost' : ctx.config.host;
  return {
    db: ctx.database.db,
    clock: services.clock,
    messenger: services.messenger,
    origin: ctx.config.auth.publicOrigin ?? `http://${host}:${ctx.config.port}`,
  };
}

const me = (ctx: RequestContext) => requireUser(ctx.user).id;

const resolvers: Resolvers = {
  Query: {
    travel_agent_accounts: (_, args, ctx) =>
      travellersOfAgent(ctx.database.db, me(ctx), args.search),
    travel_agent_invitations: (_, __, ctx) => agentInvitations(ctx.database.db, me(ctx), now(ctx)),
    my_travel_agent_invitations: (_, __, ctx) =>
      myAgentInvitations(ctx.database.db, me(ctx), now(ctx)),
    my_travel_agents: (_, __, ctx) => myAgents(ctx.database.db, me(ctx)),
  },
  Mutation: {
    invite_travel_agent_client: (_, args, ctx) =>
      inviteClient(deps(ctx), me(ctx), args.email, ctx.locale),
    cancel_travel_agent_invitation: (_, args, ctx) =>
      cancelInvitation(ctx.database.db, me(ctx), args.id, now(ctx)),
    accept_travel_agent_invitation: (_, args, ctx) =>
      acceptInvitation(ctx.database.db, me(ctx), args.id, now(ctx)),
    decline_travel_agent_invitation: (_, args, ctx) =>
      declineInvitation(ctx.database.db, me(ctx), args.id, now(ctx)),
    remove_travel_agent: (_, args, ctx) => removeAgent(ctx.database.db, me(ctx), args.agent_id),
  },
};

export const mainAgentResolvers = forMercurius(resolvers);
