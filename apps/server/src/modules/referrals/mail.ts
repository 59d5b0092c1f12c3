import { referralMessages, referralStatusLabels, type ReferralStatus } from '@portal/contracts';

/**
 * The mail a customer gets when a referral's status changes, in their account's language: the spec's English
 * (referralMessages) or its Spanish. A service's or location's name is the board's own and stays as written.
 */
export interface ReferralStatusMailInput {
  name: string;
  target: string;
  status: ReferralStatus;
  note: string | null;
}

const spanishStatuses: Record<ReferralStatus, string> = {
  new: 'Nueva',
  accepted: 'Aceptada',
  in_progress: 'En curso',
  completed: 'Completada',
  rejected: 'Rechazada',
  info: 'Información',
  inquiry: 'Consulta',
  referral: 'Referencia',
};

function spanishBody({ name, target, status, note }: ReferralStatusMailInput): string {
  return [
    `Hola, ${name}:`,
    '',
    `Su referencia a ${target} ahora está: ${spanishStatuses[status]}.`,
    ...(note ? ['', `Nota: ${note}`] : []),
    '',
    'Inicie sesión en su portal para ver sus referencias.',
  ].join('\n');
}

export function referralStatusMail(
  language: string,
  input: ReferralStatusMailInput,
): { subject: string; body: string } {
  if (language === 'es') return { subject: 'Su referencia fue actualizada', body: spanishBody(input) };
  return {
    subject: referralMessages.mailSubject,
    body: referralMessages.mailBody(input.name, input.target, referralStatusLabels[input.status], input.note),
  };
}
