import { MAX_UPLOAD_BYTES } from '@back-office/shared/rules';
import { JPEG, PDF, PNG, type FilePart } from '../test/multipart';

const SCRIPT = '<script>alert(document.cookie)</script>';

/** Files an attacker would try on any upload field: each must be refused, or stored and served inert. */
export const HOSTILE_FILES: Record<string, FilePart> = {
  'a GIF/JavaScript polyglot named .jpg': { name: 'photo.jpg', content: `GIF89a/*\x00\x00*/=1;alert(1);//`, type: 'image/jpeg' },
  'a PDF carrying HTML and script': {
    name: 'statement.pdf',
    content: Buffer.concat([PDF, Buffer.from(`<html><body>${SCRIPT}</body></html>`)]),
    type: 'application/pdf',
  },
  'a JPEG named .jpg.php': { name: 'photo.jpg.php', content: JPEG, type: 'image/jpeg' },
  'a NUL byte in the name': { name: 'scan.php\u0000.pdf', content: PDF, type: 'application/pdf' },
  'a ../ name': { name: '../../etc/passwd', content: 'root:x:0:0:root:/root:/bin/bash\n', type: 'text/plain' },
  'a ../ name with a real extension': { name: '../../../tmp/escaped.pdf', content: PDF, type: 'application/pdf' },
  'zero bytes': { name: 'empty.pdf', content: Buffer.alloc(0), type: 'application/pdf' },
  '10 MB + 1 byte': {
    name: 'big.pdf',
    content: Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length, 0x20)]),
    type: 'application/pdf',
  },
  'PNG bytes named .jpg': { name: 'photo.jpg', content: PNG, type: 'image/jpeg' },
  'HTML with script': { name: 'page.html', content: `<!doctype html><html><body>${SCRIPT}</body></html>`, type: 'text/html' },
  'HTML with script named .txt': { name: 'notes.txt', content: `<html>${SCRIPT}</html>`, type: 'text/plain' },
  'SVG with script': { name: 'logo.svg', content: `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`, type: 'image/svg+xml' },
  'SVG with script named .png': {
    name: 'logo.png',
    content: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`,
    type: 'image/png',
  },
};

/** Types a browser never runs as script or markup when nosniff holds them to the label. */
const INERT_INLINE = ['application/pdf', 'image/png', 'image/jpeg'];
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Served {
  storageKey: string;
  headers: Record<string, unknown>;
}

/** What makes a stored hostile file harmless when opened; an empty list when it is. */
export function servedProblems({ storageKey, headers }: Served): string[] {
  const type = String(headers['content-type'] ?? '').split(';')[0]!;
  const disposition = String(headers['content-disposition'] ?? '');
  const problems = [
    !STORAGE_KEY.test(storageKey) && `stored under a name it chose: ${storageKey}`,
    headers['x-content-type-options'] !== 'nosniff' && 'no nosniff',
    !/(^|;\s*)sandbox(;|$)/.test(String(headers['content-security-policy'] ?? '')) && 'no CSP sandbox',
    !disposition.startsWith('attachment') &&
      !(disposition.startsWith('inline') && INERT_INLINE.includes(type)) &&
      `opened in the tab as ${type} (${disposition})`,
    /[\p{Cc}/\\]|\.\./u.test(/filename="([^"]*)"/.exec(disposition)?.[1] ?? '') && `an unsafe download name: ${disposition}`,
  ];
  return problems.filter((problem): problem is string => Boolean(problem));
}
