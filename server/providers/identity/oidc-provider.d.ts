// oidc-provider ships no type declarations; dev-idp-provider.ts types the few members it uses.
declare module 'oidc-provider';
