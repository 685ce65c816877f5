/** Turns the action kinds written in service files into links, using only the contact links from settings. */
import type { contactLinks } from './contact-links';
import type { ActionKind } from '../content/action-kinds';

type ContactLinks = ReturnType<typeof contactLinks>;

export interface ServiceAction {
  kind: ActionKind;
  label: string;
}

export interface ResolvedAction {
  label: string;
  href: string;
  icon?: 'mail' | 'phone' | 'whatsapp' | 'arrow';
  external?: boolean;
}

/** The id of the consultation form section, the target of `form` actions. */
export const CONSULTATION_ANCHOR = 'consultation';

export function resolveAction(action: ServiceAction, links: ContactLinks): ResolvedAction {
  switch (action.kind) {
    case 'email':
      return { label: action.label, href: links.email, icon: 'mail' };
    case 'phone':
      return { label: action.label, href: links.phone, icon: 'phone' };
    case 'whatsapp':
      return { label: action.label, href: links.whatsapp, icon: 'whatsapp', external: true };
    case 'form':
      return { label: action.label, href: `#${CONSULTATION_ANCHOR}`, icon: 'arrow' };
  }
}

export function resolveActions(actions: readonly ServiceAction[] | undefined, links: ContactLinks): ResolvedAction[] {
  return (actions ?? []).map((action) => resolveAction(action, links));
}
