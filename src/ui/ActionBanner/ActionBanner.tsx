import type { ReactNode } from 'react';
import { Actions, Banner, Content, IconSlot, Message, Title, type ActionBannerTone } from './ActionBanner.styles';
import { Icon } from '../Icon';

export interface ActionBannerProps {
  /** `warning` (amber) for something that needs a decision, `info` (blue) for an offer. @default 'info' */
  tone?: ActionBannerTone;
  /** The banner's first line, in bold. */
  title: ReactNode;
  /** Optional detail under the title. */
  message?: ReactNode;
  /** The banner's buttons. */
  actions?: ReactNode;
  /** `alert` interrupts screen readers (use for conflicts); `status` waits politely (use for offers). @default 'status' */
  role?: 'alert' | 'status';
}

/** An in-page banner with a title, detail and buttons; the base of ConflictBanner and DraftRecoveryBanner. */
export function ActionBanner({ tone = 'info', title, message, actions, role = 'status' }: ActionBannerProps) {
  return (
    <Banner $tone={tone} role={role}>
      <IconSlot>{tone === 'warning' ? <Icon name="warning" /> : <Icon name="info" />}</IconSlot>
      <Content>
        <Title>{title}</Title>
        {message ? <Message>{message}</Message> : null}
      </Content>
      {actions ? <Actions>{actions}</Actions> : null}
    </Banner>
  );
}
