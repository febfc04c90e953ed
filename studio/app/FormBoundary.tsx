import { Component, type ReactNode } from 'react';

/** A form that fails to draw says so in place; the rest of the studio (problems, raw text, preview) stays usable. */
export class FormBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p role="alert" className="st-notice st-notice--error">
        {this.props.message}
      </p>
    ) : (
      this.props.children
    );
  }
}
