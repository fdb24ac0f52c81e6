import { business, whatsAppChatUrl } from '@studio/shell-kit/business';

export interface SocialLink {
  network: 'Instagram' | 'Facebook' | 'WhatsApp' | 'TikTok';
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'Instagram', href: business.social.instagram },
  { network: 'Facebook', href: business.social.facebook },
  { network: 'WhatsApp', href: whatsAppChatUrl() },
  { network: 'TikTok', href: business.social.tiktok },
];
