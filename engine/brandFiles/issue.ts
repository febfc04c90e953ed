/** One problem found in a brand, printed as a single line. */
export interface BrandIssue {
  /** File relative to the root, with forward slashes. */
  file: string;
  /** JSON pointer into the document, when the problem has a place in it. */
  pointer?: string;
  /** 1-based position, for syntax errors. */
  line?: number;
  column?: number;
  message: string;
  /** Human path built from schema titles: Screens › home › Main › GameGrid #1 › Games per page */
  breadcrumb?: string;
  /** What to do about it: a suggestion, the allowed values, the range. */
  hint?: string;
  /**
   * Which kind of problem this is ("link.noScreen"), stable across wording changes, with the
   * values its message and hint name: the studio says it in its own language from these.
   */
  code?: string;
  params?: IssueParams;
}

/**
 * The values an issue's message and hint are made of. `suggestion` is the nearest known name
 * ("Did you mean …"), `known` the names to choose from, as the English hint gives them.
 */
export type IssueParams = Readonly<Record<string, unknown>>;
