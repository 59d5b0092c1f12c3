import { Component, type ReactNode } from 'react';

/**
 * A part the page works without (a lazily loaded popover or tooltip that loads by itself as the page renders): when
 * its code fails to load, e.g. a tab left open across a deployment asking for a chunk that is gone, the page keeps
 * `fallback` in its place instead of the whole page becoming the error page.
 */
export class OptionalPart extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
