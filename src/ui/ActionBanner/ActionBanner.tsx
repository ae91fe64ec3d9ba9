import type { ReactNode } from 'react';
import { Actions, Banner, Content, IconSlot, Message, Title, type ActionBannerTone } from './ActionBanner.styles';
import { Button } from '../Button';
import { Icon } from '../Icon';

/** One of a banner's buttons (small): the choice it offers. */
export interface BannerAction {
  label: string;
  onClick: () => void;
  /** The lesser choice, in the secondary style; the banner's main choice comes last. @default false */
  secondary?: boolean;
  /** @default false */
  disabled?: boolean;
}

export interface ActionBannerProps {
  /** `warning` (amber) for something that needs a decision, `info` (blue) for an offer. @default 'info' */
  tone?: ActionBannerTone;
  /** The banner's first line, in bold. */
  title: ReactNode;
  /** Optional detail under the title. */
  message?: ReactNode;
  /** The banner's buttons, in order. */
  actions?: readonly BannerAction[];
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
      {actions ? (
        <Actions>
          {actions.map(({ label, onClick, secondary = false, disabled = false }) => (
            <Button
              key={label}
              size="sm"
              variant={secondary ? 'secondary' : 'primary'}
              onClick={onClick}
              disabled={disabled}
            >
              {label}
            </Button>
          ))}
        </Actions>
      ) : null}
    </Banner>
  );
}
