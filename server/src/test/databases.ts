export const TEMPLATE_DATABASE = 'amal_test_template';

export function templateDatabaseUrl(url: string, name = TEMPLATE_DATABASE) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
