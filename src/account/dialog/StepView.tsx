import type { AccountStep } from '../store/dialogStore';
import { CreateNameStep } from './steps/CreateNameStep';
import { CreatePasswordStep } from './steps/CreatePasswordStep';
import { ForgotPasswordStep } from './steps/ForgotPasswordStep';
import { ForgotPasswordUpdateStep } from './steps/ForgotPasswordUpdateStep';
import { ReviewStep } from './steps/ReviewStep';
import { SignInStep } from './steps/SignInStep';
import { UpdatePasswordStep } from './steps/UpdatePasswordStep';
import { VerifyCodeForgotStep } from './steps/VerifyCodeForgotStep';
import { VerifyCodeStep } from './steps/VerifyCodeStep';

/** The current step's screen; success-review has none (spec §2), the dialog closes after it. */
export function StepView({ step }: { step: AccountStep }) {
  switch (step) {
    case 'review':
      return <ReviewStep />;
    case 'verify-code':
      return <VerifyCodeStep />;
    case 'create-password':
      return <CreatePasswordStep />;
    case 'create-name':
      return <CreateNameStep />;
    case 'update-password':
      return <UpdatePasswordStep />;
    case 'sign-in':
      return <SignInStep />;
    case 'forgot-password':
      return <ForgotPasswordStep />;
    case 'verify-code-forgot':
      return <VerifyCodeForgotStep />;
    case 'forgot-password-update':
      return <ForgotPasswordUpdateStep />;
    case 'success-review':
      return null;
  }
}
