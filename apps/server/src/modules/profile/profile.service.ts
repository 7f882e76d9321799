import { displayNameOf, type Me, type Profile, type UpdateProfile } from '@listlens/shared';
import type { Db } from '@listlens/db';
import { notFound } from '../../errors/app-error';
import type { SessionUser } from '../../auth/session-user';
import { eraseSellerRows, findProfile, insertProfile, updateProfileRow, type ProfileRow } from './profile.repository';
import { findSellerFigures, type SellerFigures } from './seller-figures';

export function toProfile(row: ProfileRow, figures: SellerFigures): Profile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatar_url: row.avatarUrl,
    subscription_plan: row.subscriptionPlan,
    subscription_status: row.subscriptionStatus,
    listings_used: figures.listingsUsed,
    listings_limit: row.listingsLimit,
    total_sales: figures.totalSales,
    monthly_revenue: figures.monthlyRevenue,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Creates the profile for a new auth user (any sign-in method). */
export async function createProfile(
  db: Db,
  user: { id: string; email: string; name: string; image?: string | null },
): Promise<Profile> {
  const row = await insertProfile(db, {
    id: user.id,
    email: user.email,
    name: user.name.trim() || null,
    avatarUrl: user.image ?? null,
  });
  return toProfile(row, await findSellerFigures(db, row.id));
}

/** The signed-in user and their profile; a missing profile is created on the spot. */
export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const row =
    (await findProfile(db, user.id)) ??
    (await insertProfile(db, {
      id: user.id,
      email: user.email,
      name: user.name || null,
      avatarUrl: user.image,
    }));
  const profile = toProfile(row, await findSellerFigures(db, user.id));
  return {
    user: {
      id: user.id,
      email: user.email,
      displayName: displayNameOf({ fullName: profile.name, name: user.name, email: user.email }),
    },
    profile,
  };
}

/** A profile can be read only by its owner; anyone else gets the same 404 as a missing one. */
export async function getProfile(db: Db, requester: SessionUser, profileId: string): Promise<Profile> {
  if (profileId !== requester.id) throw notFound('That profile');
  return (await getMe(db, requester)).profile;
}

export async function updateProfile(
  db: Db,
  requester: SessionUser,
  profileId: string,
  changes: UpdateProfile,
): Promise<Profile> {
  if (profileId !== requester.id) throw notFound('That profile');
  await getMe(db, requester);
  const row = await updateProfileRow(db, profileId, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.avatar_url !== undefined ? { avatarUrl: changes.avatar_url } : {}),
  });
  if (!row) throw notFound('That profile');
  return toProfile(row, await findSellerFigures(db, row.id));
}

/** Delete all my data: every row the seller owns goes with the profile row, which is written back at zero. */
export function eraseSellerData(db: Db, userId: string): Promise<void> {
  return eraseSellerRows(db, userId);
}
