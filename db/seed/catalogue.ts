/** The fixed catalogue: the five poll designs, the three tiers and the club T-shirts. */
export const DESIGNS = [
  { order: 1, slug: 'design1', name: 'Mito Clássico', baseVotes: 287 },
  { order: 2, slug: 'design2', name: 'Favela Venceu', baseVotes: 431 },
  { order: 3, slug: 'design3', name: 'Bonde do Mito', baseVotes: 356 },
  { order: 4, slug: 'design4', name: 'Chora Piranha', baseVotes: 512 },
  { order: 5, slug: 'design5', name: 'Estampa Total', baseVotes: 569 },
] as const;

export const designImage = (slug: string) => `/images/designs/${slug}.webp`;

export const TIERS = [
  {
    id: 'tier_bronze',
    name: 'Bronze',
    priceMonthly: 1990,
    maxPostsPerDay: 10,
    canUploadVideo: false,
    canAccessLives: false,
    canCreatePolls: true,
    maxDmParticipants: 2,
    maxFileSizeMb: 10,
    maxFilesPerPost: 4,
    features: { badge: true, priority_support: false, custom_badge: false, exclusive_content: false, direct_access: false },
  },
  {
    id: 'tier_prata',
    name: 'Prata',
    priceMonthly: 3990,
    maxPostsPerDay: 50,
    canUploadVideo: true,
    canAccessLives: true,
    canCreatePolls: true,
    maxDmParticipants: 10,
    maxFileSizeMb: 25,
    maxFilesPerPost: 6,
    features: { badge: true, priority_support: true, custom_badge: false, exclusive_content: true, direct_access: false },
  },
  {
    id: 'tier_ouro',
    name: 'Ouro',
    priceMonthly: 7990,
    maxPostsPerDay: 999,
    canUploadVideo: true,
    canAccessLives: true,
    canCreatePolls: true,
    maxDmParticipants: 100,
    maxFileSizeMb: 50,
    maxFilesPerPost: 10,
    features: { badge: true, priority_support: true, custom_badge: true, exclusive_content: true, direct_access: true },
  },
] as const;

export const POLL_QUESTION = 'Qual vai ser a camiseta oficial do Mito?';
