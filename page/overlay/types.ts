/** What the overlay draws (badges and one card) and the actions its buttons call. */
import type { DisplayState } from '../../core/verdict-look';
import type { DiscoverValue, ReplyError } from '../../core/reply';
import type { Verdict } from '../../core/verdict';
import type { Target } from '../targets/targets';

export type BadgeState = DisplayState;

export interface BadgeView {
  target: Target;
  state: BadgeState;
  /** The icon alone (its words in its accessible name and card): where words would cover the page's. */
  compact: boolean;
  /** A small dot above the end of its target: where not even the icon fits beside it. */
  dot: boolean;
  x: number;
  y: number;
}

/** Each state's badge width with its words and with its icon alone, in CSS pixels. */
export interface BadgeWidths {
  full: Record<BadgeState, number>;
  compact: Record<BadgeState, number>;
  /** A badge's height, as overlay.css lays it out. */
  height: number;
}

export interface OverlayView {
  /** Draws badges and the card, touching only what changed since the last call. */
  render(badges: BadgeView[], card: CardView | null): void;
  /**
   * The badges' widths, read from samples laid out with the page's first frame (so reading them
   * costs no layout), or null before that.
   */
  widths(): BadgeWidths | null;
  /** Whether the badge of the target with this id is drawn. */
  has(id: number): boolean;
}

export interface CardView {
  x: number;
  y: number;
  target: Target | null;
  /** The address the card is about; its verdict may still be on its way. */
  address: string | null;
  verdict: Verdict | null;
  error: ReplyError | null;
  discovery: DiscoverValue | null;
  note: string | null;
  busy: boolean;
  domainGuess: string;
  /**
   * Set when a spending click could not be confirmed as seen: the card's spending buttons move by
   * this many pixels (random, so a page cannot have drawn a decoy there) and their next trusted
   * click is taken.
   */
  confirmAt?: number;
  /** The top of what the card belongs to (page coordinates): a card with no room below goes above it. */
  anchorTop?: number;
  /** The person shown with this address (same row or card): an invalid address offers to find theirs. */
  person?: Target | null;
  /** Takes the keyboard focus when drawn (a right-click result). */
  focus?: boolean;
}

export interface OverlayActions {
  activate(target: Target, e: Event): void;
  hover(target: Target | null, e?: Event): void;
  recheck(target: Target, e: Event): void;
  verifyAddress(address: string, e: Event): void;
  /** `latinName`: the name as the user typed it in Latin letters, for a name in another script. */
  find(target: Target, domain: string, e: Event, latinName?: string): void;
  /** Turns the card to the person shown with an address, to find their right address. */
  findPerson(person: Target): void;
  closeCard(): void;
  keepCard(): void;
  /** Saves the card's person or address as a lead. */
  save(e: Event): void;
}

/** An icon and short words for each badge (the card says more), never colour alone. */
