export type MessageChannel = 'sms' | 'email';
export type MessageKind = 'phone-verify' | 'email-verify' | 'password-reset';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number or an email address. */
  to: string;
  kind: MessageKind;
  subject: string;
  text: string;
}

/** Where codes and links go. The outbox (a table) by default; a real provider is configured by env. */
export interface Messenger {
  send(message: OutgoingMessage, now: number): Promise<void>;
}
