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
import type { ResourceHandlers } from '../graphqlProvider';
import { notFound, pick, pickChanged } from '../paging';
import { corporateId } from './scope';

/** The company fields a registration sends (create_corporate_request). */
export const REGISTRATION_FIELDS = [
  'company_name',
  'display_name',
  'company_address',
  'company_email',
  'company_phone_number',
  'company_tax_code',
  'legal_representative',
  'referral_code',
] as const satisfies ReadonlyArray<keyof CreateCorporateRequestInput>;

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
export const corporateDetailHandlers: ResourceHandlers = {
  async getOne({ id }, { query }) {
    const data = await query(CorporateDetailDocument, {});
    if (!data.corporate || String(data.corporate.id) !== String(id)) throw notFound('detail', id);
    return { data: data.corporate };
  },

  async update({ id, data, previousData }, { query }) {
    const input = {
      ...pickChanged(data, previousData, DETAIL_FIELDS),
      id: String(id),
    } as UpdateCorporateInput;
    const result = await query(UpdateCorporateDocument, { input });
    return { data: result.update_corporate };
  },
};

/** A registration (/corporate/register): create_corporate_request, the new PENDING corporate. */
export const registrationHandlers: ResourceHandlers = {
  async create({ data }, { query }) {
    const input = pick(data, REGISTRATION_FIELDS) as CreateCorporateRequestInput;
    const result = await query(CreateCorporateRequestDocument, { input });
    return { data: result.create_corporate_request };
  },
};

/** The corporate's credit request (spec §3): made, or its answers replaced. */
export const creditRequestHandlers: ResourceHandlers = {
  async create({ data }, { query }) {
    const input = {
      ...pick(data, CREDIT_REQUEST_FIELDS),
      corporate_id: await corporateId(),
    } as CreateCreditRequestInput;
    const result = await query(CreateCreditRequestDocument, { input });
    return { data: result.create_credit_request };
  },
};

/** The registration page's contact form: notify_contact (answers true; nothing to show). */
export const contactHandlers: ResourceHandlers = {
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
