// Where a booth's like button starts: pure, no XState, so a button can paint before the like machine's code arrives
// (src/components/like/booth-like.tsx); the machine's hook starts from the same function.

/**
 * The liked state a card starts with: from the stored likedBooths list when it is not empty,
 * otherwise from the data's is_liked.
 */
export function initialLiked(
  boothId: number | string,
  storedLikedIds: readonly (string | number)[] | null | undefined,
  dataIsLiked: boolean | null | undefined,
): boolean {
  if (storedLikedIds && storedLikedIds.length > 0) return storedLikedIds.some((id) => String(id) === String(boothId));
  return dataIsLiked === true;
}
