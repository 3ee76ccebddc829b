/**
 * Issue 19: the light form's whole style, one string put into its shadow root (nothing leaks out,
 * the host page's CSS does not get in). Colours mirror Fluent's web light and dark neutrals and
 * brand; `auto` follows the device. Phone first; logical properties, so Arabic mirrors by itself.
 * System fonts only: no web font to wait for.
 */
const light = `--fg:#242424;--fg2:#424242;--fg3:#616161;--bg:#ffffff;--bg2:#f5f5f5;--stroke:#d1d1d1;--stroke-strong:#616161;
--brand:#0f6cbd;--brand-hover:#115ea3;--on-brand:#ffffff;--brand-fg:#0f6cbd;--error:#b10e1c;--error-bg:#fdf3f4;--ok:#0e700e;--ok-bg:#f1faf1;--focus:#000000;`;
const dark = `--fg:#ffffff;--fg2:#d6d6d6;--fg3:#adadad;--bg:#292929;--bg2:#1f1f1f;--stroke:#666666;--stroke-strong:#adadad;
--brand:#115ea3;--brand-hover:#0f6cbd;--on-brand:#ffffff;--brand-fg:#479ef5;--error:#f1bbbc;--error-bg:#3b1f20;--ok:#9fd89f;--ok-bg:#052505;--focus:#ffffff;`;

export const appCss = `
:host{all:initial;display:block}
.so{${light}color-scheme:light;display:block;box-sizing:border-box;min-block-size:34rem;padding:1rem;color:var(--fg);background:var(--bg);
font:400 1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Tahoma,"Noto Sans Arabic","Noto Sans",sans-serif;-webkit-text-size-adjust:100%}
.so[data-theme=dark]{${dark}color-scheme:dark}
@media (prefers-color-scheme:dark){.so[data-theme=auto]{${dark}color-scheme:dark}}
.so *,.so *::before,.so *::after{box-sizing:inherit}
.so h1,.so h2,.so h3{margin:0 0 .5rem;line-height:1.25}
.so h1,.so h2.so-title{font-size:1.375rem;font-weight:600}
.so h2,.so h3{font-size:1.125rem;font-weight:600}
.so p{margin:0 0 .75rem}
.so-bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;margin-block-end:.75rem}
.so-intro{color:var(--fg2)}
.so-steps{display:flex;gap:.25rem;list-style:none;margin:0 0 .25rem;padding:0}
.so-steps li{flex:1;block-size:.375rem;border-radius:.25rem;background:var(--stroke)}
.so-steps li.done,.so-steps li[aria-current]{background:var(--brand)}
.so-steps span{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.so-count{color:var(--fg3);font-size:.875rem;margin-block-end:1rem}
.so-step{min-block-size:24rem}
.so-field{display:flex;flex-direction:column;gap:.25rem;margin-block-end:1rem}
.so-field label,.so-label{font-weight:600;font-size:.9375rem}
.so-req{color:var(--error);margin-inline-start:.125rem}
.so-hint{color:var(--fg3);font-size:.875rem}
.so-error{color:var(--error);font-size:.875rem;margin:0}
.so input,.so select,.so textarea{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--stroke);border-block-end-color:var(--stroke-strong);
border-radius:.25rem;min-block-size:2.75rem;padding:.5rem .75rem;inline-size:100%;max-inline-size:100%}
.so input[readonly]{background:var(--bg2);border-color:transparent}
.so input[aria-invalid=true],.so select[aria-invalid=true]{border-color:var(--error);border-block-end-width:2px}
.so input[type=checkbox]{inline-size:1.25rem;min-block-size:1.25rem;block-size:1.25rem;margin:.125rem 0 0;accent-color:var(--brand);flex:none}
.so-check{display:flex;gap:.5rem;align-items:flex-start;margin-block-end:1rem}
.so-check label{font-weight:400}
.so :focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.so fieldset{border:0;margin:0 0 1rem;padding:0;min-inline-size:0}
.so legend{font-size:1.0625rem;font-weight:600;padding:0;margin-block-end:.5rem}
.so-btn{font:inherit;font-weight:600;min-block-size:2.75rem;padding:.5rem 1.25rem;border-radius:.25rem;border:1px solid var(--stroke);
background:var(--bg);color:var(--fg);cursor:pointer}
.so-btn:hover{background:var(--bg2)}
.so-btn[disabled]{opacity:.6;cursor:default}
.so-primary{background:var(--brand);border-color:transparent;color:var(--on-brand)}
.so-primary:hover{background:var(--brand-hover)}
.so-link{font:inherit;background:none;border:0;padding:.25rem 0;color:var(--brand-fg);text-decoration:underline;cursor:pointer;min-block-size:2.75rem}
.so-nav{display:flex;gap:.75rem;justify-content:space-between;margin-block-start:1rem}
.so-nav .so-primary{margin-inline-start:auto}
.so-alert{border-radius:.25rem;padding:.75rem;margin-block-end:1rem;background:var(--error-bg);color:var(--fg);border-inline-start:4px solid var(--error)}
.so-ok{border-radius:.25rem;padding:.75rem;margin-block-end:1rem;background:var(--ok-bg);color:var(--fg);border-inline-start:4px solid var(--ok)}
.so-progress{inline-size:100%;block-size:.5rem;accent-color:var(--brand)}
.so-photo{border:1px dashed var(--stroke-strong);border-radius:.5rem;padding:.75rem;margin-block-end:1rem}
.so-photo img,.so-photo video{display:block;inline-size:100%;max-block-size:16rem;object-fit:contain;background:var(--bg2);border-radius:.25rem;margin-block:.5rem}
.so-photo-box{aspect-ratio:4/3;display:flex;align-items:center;justify-content:center;background:var(--bg2);border-radius:.25rem;margin-block:.5rem;color:var(--fg3)}
.so-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.so-file{position:relative;overflow:hidden;display:inline-flex;align-items:center}
.so-file input{position:absolute;inset:0;opacity:0;cursor:pointer;min-block-size:0}
.so-file:focus-within{outline:2px solid var(--focus);outline-offset:2px}
.so dl{margin:0 0 1rem;display:grid;grid-template-columns:1fr;gap:.125rem .75rem}
.so dt{color:var(--fg3);font-size:.875rem}
.so dd{margin:0 0 .5rem;overflow-wrap:anywhere}
.so-review{border-block-end:1px solid var(--stroke);margin-block-end:1rem}
.so-review-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem}
.so-trap{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%)}
.so-row{display:grid;gap:0 1rem}
.so-card{border:1px solid var(--stroke);border-radius:.5rem;padding:.75rem;margin-block-end:1rem}
@media (min-width:40rem){.so{padding:1.5rem}.so-row{grid-template-columns:1fr 1fr}.so dl{grid-template-columns:minmax(10rem,1fr) 2fr}.so dd{margin:0}}
@media (prefers-reduced-motion:no-preference){.so-btn{transition:background .1s}}
`;
