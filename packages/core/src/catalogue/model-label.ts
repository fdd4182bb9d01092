/** The label on a model card (spec 2 §3 Model status): 'Coming Soon' models also get an icon. */
export function getModelLabel(status: 'new' | 'coming_soon'): { text: string; icon: boolean } {
  return status === 'coming_soon'
    ? { text: 'Coming Soon', icon: true }
    : { text: 'New', icon: false };
}
