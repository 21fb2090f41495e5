import {
  CorporateDetailDocument,
  CreateCorporateRequestDocument,
  CreateCreditRequestDocument,
  NotifyContactDocument,
  UpdateCorporateDocument,
  type CreateCorporateRequestInput,
  type CreateCreditRequestInput,
  type NotifyContactInput,
  type UpdateCorporateInput,
} from '../../api/generated/corporate';
import { CREDIT_REQUEST_FIELDS } from '../../../common/corporate-rules';
import { call, type ResourceQueries } from '../graphqlProvider';
import { notFound, pick, pickChanged } from '../paging';
import { REGISTRATION_FIELDS } from './registrationFields';

/** What owner and admins change at /corporate/detail (update_corporate). */
const DETAIL_FIELDS = [
  'company_name',
  'display_name',
  'company_address',
  'company_email',
  'company_phone_number',
  'company_tax_code',
  'legal_representative',
  'logo',
  'webhook_url',
  'displaying_price',
  'enforce_cost_center',
  'enable_split_payment',
  'is_enable_expense',
] as const satisfies ReadonlyArray<keyof UpdateCorporateInput>;

/**
 * The company's details (/corporate/detail): one record, the caller's corporate, read in full
 * with the corporate query and changed with update_corporate (only what the form changed).
 */
export const corporateDetailQueries: ResourceQueries = {
  getOne: ({ id }) =>
    call(CorporateDetailDocument, {}, (data) => {
      if (!data.corporate || String(data.corporate.id) !== String(id)) {
        throw notFound('detail', id);
      }
      return { data: data.corporate };
    }),

  update: ({ id, data, previousData }) =>
    call(
      UpdateCorporateDocument,
      {
        input: {
          ...pickChanged(data, previousData, DETAIL_FIELDS),
          id: String(id),
        } as UpdateCorporateInput,
      },
      (result) => ({ data: result.update_corporate }),
    ),
};

/** A registration (/corporate/register): create_corporate_request, the new PENDING corporate. */
export const registrationQueries: ResourceQueries = {
  create: ({ data }) =>
    call(
      CreateCorporateRequestDocument,
      { input: pick(data, REGISTRATION_FIELDS) as CreateCorporateRequestInput },
      (result) => ({ data: result.create_corporate_request }),
    ),
};

/** The corporate's credit request (spec §3): made, or its answers replaced. */
export const creditRequestQueries: ResourceQueries<string> = {
  create: ({ data }, corporateId) =>
    call(
      CreateCreditRequestDocument,
      {
        input: {
          ...pick(data, CREDIT_REQUEST_FIELDS),
          corporate_id: corporateId,
        } as CreateCreditRequestInput,
      },
      (result) => ({ data: result.create_credit_request }),
    ),
};

/** The registration page's contact form: notify_contact (answers true; nothing to show). */
export const contactQueries: ResourceQueries = {
  custom: {
    async notifyContact(params, { query }) {
      const input = pick(params, [
        'name',
        'email',
        'phone_number',
        'company_name',
        'message',
        'source',
      ]) as NotifyContactInput;
      const result = await query(NotifyContactDocument, { input });
      return { data: result.notify_contact };
    },
  },
};
