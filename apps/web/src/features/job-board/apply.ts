import { jobBoardMessages, type JobBoardPost } from '@portal/contracts';
import { recordApplyClick } from './queries';

/** Where Apply goes: a prefilled e-mail draft when the post has a contact email, else its apply link (spec 4). */
export function applyTarget(post: JobBoardPost): string | null {
  if (post.contact_email) {
    const subject = encodeURIComponent(jobBoardMessages.applySubject(post.title));
    const body = encodeURIComponent(jobBoardMessages.applyBody(post.title, post.employer.company_name));
    return `mailto:${post.contact_email}?subject=${subject}&body=${body}`;
  }
  return /^https?:\/\//i.test(post.apply_link) ? post.apply_link : null;
}

/** Records the click (fire-and-forget), then opens the target; nothing happens without one. */
export function applyTo(post: JobBoardPost): void {
  const target = applyTarget(post);
  if (!target) return;
  recordApplyClick(post.id);
  if (target.startsWith('mailto:')) window.location.href = target;
  else window.open(target, '_blank', 'noopener,noreferrer');
}
