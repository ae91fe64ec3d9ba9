import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { appMenu } from '@/app/layout/menu';
import { AppLayout, isNavGroup } from '@/ui/Layout';

/** A fixed user: stories stay deterministic. */
export const demoUser = { name: 'Admin', email: 'admin@example.com' };

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;

const Tile = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const tiles = [
  ['Getting started', 'Write a post, file it under a category and give it its SEO fields.'],
  ['Categories', 'Group posts so readers find related articles.'],
  ['Meta pages', 'Title, description and keywords for every public page.'],
  ['Enquiries', 'Messages sent from the footer, header and page forms.'],
] as const;

/** Some page content to sit in the layout's main region. */
export function DemoPage() {
  return (
    <>
      <Heading>Blog posts</Heading>
      <Lead>Everything published on the website, newest first.</Lead>
      <Grid>
        {tiles.map(([title, text]) => (
          <Tile key={title} aria-label={title}>
            <h2>{title}</h2>
            <p>{text}</p>
          </Tile>
        ))}
      </Grid>
    </>
  );
}

type LayoutArgs = Omit<ComponentProps<typeof AppLayout>, 'children'>;

const titles = new Map(
  appMenu.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])).map((i) => [i.href, i.label]),
);

/** The layout with its current path in state: clicking a menu link "navigates" without leaving the story. */
export function StatefulLayout({ currentPath, onNavigate, ...args }: LayoutArgs) {
  const [path, setPath] = useState(currentPath);
  return (
    <AppLayout
      {...args}
      currentPath={path}
      title={titles.get(path) ?? args.title}
      onNavigate={(href, event) => {
        event.preventDefault();
        setPath(href);
        onNavigate?.(href, event);
      }}
    >
      <DemoPage />
    </AppLayout>
  );
}
