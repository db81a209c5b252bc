import type { Locale } from '@/lib/domain/locale';
import { OTP } from '@/lib/domain/accounts';
import type { MessageKind } from './types';

const MINUTES = OTP.ttlMs / 60_000;

const TEXTS: Record<Locale, Record<MessageKind, { subject: string; text: (code: string, name: string) => string }>> = {
  vi: {
    'phone-verify': { subject: 'Mã xác minh', text: (c, n) => `Xin chào ${n}, mã xác minh số điện thoại của bạn là ${c}. Mã hết hạn sau ${MINUTES} phút.` },
    'email-verify': { subject: 'Xác minh email', text: (c, n) => `Xin chào ${n}, mã xác minh email của bạn là ${c}. Mã hết hạn sau ${MINUTES} phút.` },
    'password-reset': { subject: 'Đặt lại mật khẩu', text: (c, n) => `Xin chào ${n}, mã đặt lại mật khẩu của bạn là ${c}. Mã hết hạn sau ${MINUTES} phút. Nếu bạn không yêu cầu, hãy bỏ qua tin này.` },
  },
  en: {
    'phone-verify': { subject: 'Verification code', text: (c, n) => `Hello ${n}, your phone verification code is ${c}. It expires in ${MINUTES} minutes.` },
    'email-verify': { subject: 'Verify your email', text: (c, n) => `Hello ${n}, your email verification code is ${c}. It expires in ${MINUTES} minutes.` },
    'password-reset': { subject: 'Reset your password', text: (c, n) => `Hello ${n}, your password reset code is ${c}. It expires in ${MINUTES} minutes. If you did not ask for it, ignore this message.` },
  },
  zh: {
    'phone-verify': { subject: '驗證碼', text: (c, n) => `${n} 您好，您的手機驗證碼是 ${c}，${MINUTES} 分鐘內有效。` },
    'email-verify': { subject: '驗證電子郵件', text: (c, n) => `${n} 您好，您的電子郵件驗證碼是 ${c}，${MINUTES} 分鐘內有效。` },
    'password-reset': { subject: '重設密碼', text: (c, n) => `${n} 您好，您的重設密碼驗證碼是 ${c}，${MINUTES} 分鐘內有效。如非本人操作，請忽略此訊息。` },
  },
};

/** The subject and text of a code message, in the language the member uses. */
export function codeMessage(kind: MessageKind, locale: Locale, code: string, name: string): { subject: string; text: string } {
  const t = TEXTS[locale][kind];
  return { subject: t.subject, text: t.text(code, name) };
}
