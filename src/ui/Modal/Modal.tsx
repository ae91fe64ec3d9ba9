import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Backdrop, Body, CloseButton, Footer, Header, Panel, Title, type ModalSize } from './Modal.styles';
import { Icon } from '../Icon';
import { useIsScrollable } from './parts/useIsScrollable';
import { useModalBehaviour } from './parts/useModalBehaviour';

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** The dialog's title; it also names the dialog for screen readers. */
  title: ReactNode;
  /** Maximum width: sm 24rem, md 32rem, lg 48rem, xl 64rem (always full width on small screens). @default 'md' */
  size?: ModalSize;
  /** The dialog's content; it scrolls inside the dialog when long. */
  children?: ReactNode;
  /** Optional footer, usually the dialog's buttons. */
  footer?: ReactNode;
  /** Element to focus on open; else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** When false, Escape, the backdrop and the close button do nothing (e.g. while a delete is running). @default true */
  dismissible?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (sets `aria-describedby`). */
  describedBy?: string;
}

/** An accessible modal dialog in a portal: focus trap, scroll lock, Escape, backdrop and close button. */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  size = 'md',
  children,
  footer,
  initialFocusRef,
  dismissible = true,
  role = 'dialog',
  describedBy,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Long content scrolls inside the body, which then takes focus so the keyboard can scroll it.
  const scrollable = useIsScrollable(bodyRef);
  const close = () => {
    if (dismissible) onClose();
  };
  useModalBehaviour({ panelRef, initialFocusRef, onEscape: close });

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // The backdrop click is a pointer shortcut; Escape and the close button are its keyboard equivalents.
    <Backdrop data-testid="modal-backdrop" onClick={onBackdropClick}>
      <Panel
        ref={panelRef}
        $size={size}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label="Close" onClick={close} disabled={!dismissible}>
            <Icon name="close" />
          </CloseButton>
        </Header>
        <Body ref={bodyRef} {...(scrollable ? { role: 'region', 'aria-labelledby': titleId, tabIndex: 0 } : {})}>
          {children}
        </Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>
  );
}
