import type { MailMessage } from '../../adapters/mail/mailer';

/** The waitlist's confirmation (issue 18, point 9): what "Check your email" promises. */
export function waitlistConfirmation(email: string, firstName?: string | null): MailMessage {
  const greeting = firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi,';
  return {
    to: email,
    subject: "You're on the ListLens waitlist",
    text: [
      greeting,
      '',
      "Thanks for joining the ListLens waitlist. We'll write to this address when your spot opens.",
      '',
      "If you didn't sign up, ignore this message: nothing more will be sent.",
      '',
      'ListLens',
    ].join('\n'),
  };
}
