// What the corporate domain hands to GraphQL where a type has fields of its own resolvers
// (scripts/codegen.ts `mappers`): the parent object leaves those fields out, and the generated
// resolver types check everything else.
import type { Department } from '../generated/corporate.js';

/** A department as read from its table; `approver` and `corporate_staffs` resolve on their own. */
export type DepartmentModel = Omit<Department, 'approver' | 'corporate_staffs'>;
