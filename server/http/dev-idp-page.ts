import { escapeHtml } from '../providers/identity/dev-idp-provider.js';

/** The dev identity provider's account chooser (a stand-in for Google's). */
export function chooserPage(opts: {
  uid: string;
  accounts: Array<{ email: string; description: string }>;
}): string {
  const action = `/dev/idp/interaction/${encodeURIComponent(opts.uid)}`;
  const buttons = opts.accounts
    .map(
      (a) =>
        `<li><form method="post" action="${action}/login"><input type="hidden" name="email" value="${escapeHtml(a.email)}">` +
        `<button type="submit" data-email="${escapeHtml(a.email)}"><b>${escapeHtml(a.email)}</b><br><small>${escapeHtml(a.description)}</small></button></form></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose an account · Development sign-in</title>
<style>body{font:14px system-ui,sans-serif;margin:0;padding:1.5rem;color:#202124;max-width:560px}
.sandbox{background:#fff3cd;border:1px solid #e0c36a;padding:.5rem 1rem;border-radius:6px}
ul{list-style:none;padding:0}li button{width:100%;text-align:left;padding:.6rem .8rem;margin:.25rem 0;
background:#fff;border:1px solid #dadce0;border-radius:8px;cursor:pointer}li button:hover{background:#f1f3f4}
fieldset{border:1px solid #dadce0;border-radius:8px;margin-top:1rem}label{display:block;margin:.4rem 0}
input[type=email],input[type=text]{width:100%;padding:.4rem;box-sizing:border-box}</style></head>
<body><h1>Choose an account</h1>
<p class="sandbox">Development identity provider: it stands in for Google while no Google client
is configured. Nothing here is checked: pick a demo account or type any e-mail.</p>
<ul>${buttons}</ul>
<form method="post" action="${action}/login"><fieldset><legend>Another e-mail</legend>
<label>E-mail <input type="email" name="email" required autocomplete="off"></label>
<label>Given name (optional) <input type="text" name="given_name"></label>
<label>Family name (optional) <input type="text" name="family_name"></label>
<button type="submit">Continue</button></fieldset></form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}
