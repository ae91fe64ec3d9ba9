import type { ReactNode } from 'react';
import { Emblem, Header, Page, Panel, Subtitle, Title } from './AuthCard.styles';

export interface AuthCardProps {
  /** The page heading (a spec text, e.g. "Welcome Back"). */
  title: string;
  /** The line under the heading. */
  subtitle: string;
  /** The decorative icon above the heading. */
  icon: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** The centred card of the public sign-in pages: a `<main>` landmark with one `h1`. */
export function AuthCard({ title, subtitle, icon, children }: AuthCardProps) {
  return (
    <Page>
      <Panel aria-labelledby="auth-card-title">
        <Header>
          <Emblem aria-hidden="true">{icon}</Emblem>
          <Title id="auth-card-title">{title}</Title>
          <Subtitle>{subtitle}</Subtitle>
        </Header>
        {children}
      </Panel>
    </Page>
  );
}
