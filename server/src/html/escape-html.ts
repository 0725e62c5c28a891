/** Escapes text for HTML content and attribute values (the identity provider's pages, the shell page's links). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
