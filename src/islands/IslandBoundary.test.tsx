// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { IslandBoundary, withBoundary } from './IslandBoundary';

function Broken(): never {
  throw new Error('Form data could not be read');
}

it('shows the error in place of a failing island and leaves its neighbours intact', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <main>
      <p>Rest of the page</p>
      <IslandBoundary title="This part failed to load.">
        <Broken />
      </IslandBoundary>
    </main>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This part failed to load.');
  expect(screen.getByRole('alert')).toHaveTextContent('Form data could not be read');
  expect(screen.getByText('Rest of the page')).toBeInTheDocument();
});

it('renders its children when nothing fails', () => {
  render(
    <IslandBoundary title="This part failed to load.">
      <p>Working island</p>
    </IslandBoundary>,
  );
  expect(screen.getByText('Working island')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('wraps an island in its own boundary, passing every prop but the error title through', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Greeting = withBoundary(({ name }: { name: string }) => {
    if (!name) throw new Error('No name given');
    return <p>Hello {name}</p>;
  });
  const { rerender } = render(<Greeting name="Priya" errorTitle="This part failed to load." />);
  expect(screen.getByText('Hello Priya')).toBeInTheDocument();
  rerender(<Greeting name="" errorTitle="This part failed to load." />);
  expect(screen.getByRole('alert')).toHaveTextContent('This part failed to load.');
  expect(screen.getByRole('alert')).toHaveTextContent('No name given');
});
