/**
 * Role addresses: mailboxes that belong to a function, not a person.
 *
 * How separators are handled: the local part (without a `+tag`) is split on `.`, `-` and `_`. It is a
 * role address when every piece is a role word or a qualifier (a region, a team word or a number) and
 * at least one piece is a role word: `sales.emea`, `support-team`, `uk_info`, `sales2` are roles;
 * `jane.sales` and `admin.john` are not, because a person's name is not a qualifier.
 */

const ROLE_WORDS = new Set([
  'abuse', 'accounting', 'accounts', 'admin', 'administrator', 'admissions', 'ads', 'advertising',
  'affiliates', 'all', 'alerts', 'analytics', 'apply', 'billing', 'bookings', 'booking', 'business',
  'careers', 'career', 'ceo', 'clients', 'community', 'compliance', 'contact', 'contactus', 'contracts',
  'customercare', 'customerservice', 'customers', 'cs', 'daemon', 'data', 'dev', 'devnull', 'donations',
  'donotreply', 'editor', 'editorial', 'enquiries', 'enquiry', 'events', 'everyone', 'feedback',
  'finance', 'ftp', 'general', 'hello', 'help', 'helpdesk', 'hi', 'hostmaster', 'hr', 'info',
  'information', 'inquiries', 'inquiry', 'investors', 'invoice', 'invoices', 'it', 'jobs', 'legal',
  'list', 'lists', 'mail', 'mailer', 'mailerdaemon', 'marketing', 'media', 'membership', 'news',
  'newsletter', 'noc', 'noreply', 'notifications', 'office', 'operations', 'ops', 'orders', 'partners',
  'payments', 'payroll', 'postmaster', 'pr', 'press', 'privacy', 'procurement', 'purchasing',
  'recruiting', 'recruitment', 'reception', 'registrar', 'reservations', 'root', 'sales', 'security',
  'service', 'services', 'shop', 'spam', 'staff', 'store', 'studio', 'subscribe', 'support', 'sysadmin',
  'team', 'tech', 'technical', 'unsubscribe', 'usenet', 'uucp', 'webmaster', 'welcome', 'www',
]);

/** Spelled-out roles that contain separators or several words run together. */
const ROLE_PHRASES = new Set([
  'no-reply', 'no_reply', 'no.reply', 'do-not-reply', 'do_not_reply', 'do.not.reply', 'donotreply',
  'mailer-daemon', 'customer-service', 'customer.service', 'customer_service', 'customer-care',
  'customer.care', 'contact-us', 'contact.us', 'contact_us', 'human-resources', 'humanresources',
  'accounts-payable', 'accountspayable', 'accounts-receivable', 'accountsreceivable', 'help-desk',
  'service-desk', 'servicedesk', 'tech-support', 'techsupport', 'sales-team', 'salesteam', 'supportteam',
]);

const QUALIFIERS = new Set([
  'team', 'dept', 'department', 'desk', 'office', 'group', 'hq', 'global', 'intl', 'international',
  'emea', 'apac', 'amer', 'americas', 'latam', 'nordics', 'dach', 'benelux', 'anz', 'asia', 'europe',
  'eu', 'uk', 'us', 'usa', 'na', 'de', 'fr', 'es', 'it', 'nl', 'be', 'ch', 'at', 'se', 'no', 'dk', 'fi',
  'pl', 'pt', 'ie', 'au', 'nz', 'ca', 'mx', 'br', 'in', 'jp', 'cn', 'sg', 'hk', 'kr', 'za', 'east',
  'west', 'north', 'south', 'central', 'local', 'main', 'inbox', 'mailbox', 'online', 'web', 'direct',
  'line', 'center', 'centre', 'request', 'requests', 'only', 'internal', 'external', 'corp', 'ops',
]);

const TRAILING_DIGITS = /\d+$/;

function isRolePiece(piece: string): boolean {
  return ROLE_WORDS.has(piece) || ROLE_WORDS.has(piece.replace(TRAILING_DIGITS, ''));
}

export function isRoleLocal(localPart: string): boolean {
  const local = localPart.toLowerCase().split('+')[0]!.replace(/^"|"$/g, '');
  if (local === '') return false;
  if (ROLE_PHRASES.has(local) || isRolePiece(local)) return true;
  const pieces = local.split(/[.\-_]/).filter((p) => p !== '');
  if (pieces.length < 2) return false;
  let roles = 0;
  for (const piece of pieces) {
    if (isRolePiece(piece)) roles++;
    else if (!QUALIFIERS.has(piece) && !/^\d+$/.test(piece)) return false;
  }
  return roles > 0;
}
