/**
 * A travel agent asks to book for someone (docs/accounts-ui.md "Travel agent"): the person
 * decides in their account; nothing is shared until they accept, and they can remove the agent
 * later.
 */
import { defineMail, paragraph } from '../define.js';

export interface AgentInvitationMail {
  agent: string;
  email: string;
  link: string;
  days: number;
}

const vi = {
  subject: (agent: string) => `${agent} muốn đặt chỗ giúp bạn trên Wayfare`,
  body: (i: AgentInvitationMail) =>
    `Đại lý du lịch ${i.agent} đề nghị được đặt vé máy bay và khách sạn thay bạn trên Wayfare ` +
    `(tài khoản ${i.email}). Đại lý chỉ đặt được cho bạn khi bạn đồng ý. ` +
    `Đăng nhập bằng e-mail này và chấp nhận hoặc từ chối tại: ${i.link} ` +
    `(lời mời hết hạn sau ${i.days} ngày). Bạn có thể gỡ đại lý bất cứ lúc nào ở cùng trang. ` +
    'Nếu bạn không biết đại lý này, hãy từ chối hoặc bỏ qua e-mail này.',
};

const en: typeof vi = {
  subject: (agent) => `${agent} would like to book for you on Wayfare`,
  body: (i) =>
    `The travel agent ${i.agent} asks to book flights and hotels for you on Wayfare (account ` +
    `${i.email}). The agent can book for you only if you agree. ` +
    `Sign in with this e-mail and accept or decline here: ${i.link} ` +
    `(the invitation expires in ${i.days} days). You can remove the agent at any time on the ` +
    'same page. If you do not know this agent, decline or ignore this e-mail.',
};

export const agentInvitation = defineMail<typeof vi, AgentInvitationMail>({ vi, en }, (t, i) => ({
  subject: t.subject(i.agent),
  blocks: [paragraph(t.body(i))],
}));
