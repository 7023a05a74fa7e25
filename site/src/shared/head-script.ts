/**
 * The one inline script: it runs in <head> before first paint, so the page never flashes the wrong theme. It marks
 * that JavaScript runs (CSS uses it for enhancements that need scripts) and applies the saved theme, or the system's.
 * Its SHA-256 hash is allowed by the content security policy; no other inline script exists.
 */
export const THEME_STORAGE_KEY = 'flarekit-docs:theme';

export const HEAD_SCRIPT = `(()=>{const d=document.documentElement;d.dataset.js="";let t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.dataset.theme=t})()`;
