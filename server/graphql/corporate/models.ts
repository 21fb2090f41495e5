// What the corporate domain hands to GraphQL where a type has fields of its own resolvers
// (scripts/codegen.ts `mappers`): the parent object leaves those fields out, and the generated
// resolver types check everything else.
import type {
  CorporateStaffBrief,
  CostCenter,
  CostCenterAssignee,
  Department,
  StatementSection,
} from '../generated/corporate-types.js';

/** A department as read from its table; `approver` and `corporate_staffs` resolve on their own. */
export type DepartmentModel = Omit<Department, 'approver' | 'corporate_staffs'>;

/**
 * A cost center as read from its tables; `assignees` resolve on their own unless the operation
 * read them for a whole page at once.
 */
export type CostCenterModel = Omit<CostCenter, 'assignees'> & {
  assignees?: CostCenterAssigneeModel[];
};

/**
 * An assignment as read from its table, with its corporate (for the parts that resolve on their
 * own). `cost_center`, `staff` and `department` are set when the query that read it joined them.
 */
export type CostCenterAssigneeModel = Omit<
  CostCenterAssignee,
  'cost_center' | 'staff' | 'department'
> & {
  corporate_id: string;
  cost_center?: CostCenterModel | null;
  staff?: CorporateStaffBrief | null;
  department?: DepartmentModel | null;
};

/**
 * A statement's section as read from its table, with what its lines resolve from
 * (server/domain/statements): `booking_histories` and `lines` load on their own.
 */
export type StatementSectionModel = Omit<StatementSection, 'booking_histories' | 'lines'> & {
  corporate_id: string;
  statement_id: string;
  section: 'FLIGHT' | 'PROPERTY';
};
