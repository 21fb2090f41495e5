import { registerCatalogue } from '../i18n/lazyCatalogues';
import { accountEn } from '../i18n/site/account.en';
import { accountVi } from '../i18n/site/account.vi';
import { profileEn } from '../i18n/site/profile.en';
import { profileVi } from '../i18n/site/profile.vi';
import { validateEn } from '../i18n/site/validate.en';
import { validateVi } from '../i18n/site/validate.vi';

// The account texts load with the account chunks (dialog, menu, profile, Google callback),
// not with the initial bundle. Every such chunk imports this module before it renders.
registerCatalogue('account', accountVi, accountEn);
registerCatalogue('profile', profileVi, profileEn);
registerCatalogue('validate', validateVi, validateEn);
