import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Settings, Sparkles, Link2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Me } from '@listlens/shared';
import { useSignOut } from '../auth';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 dark:data-[highlighted]:bg-slate-800';

/**
 * Account dropdown (spec part 3, section 2): name and e-mail, Connect eBay
 * Account, AI Insights, Settings, Sign Out. Settings is the /settings page;
 * Connect eBay Account leads to its eBay connection section there, which shows
 * the connection and starts the connect flow (issue 7): a menu item cannot host
 * the flow's popup-blocked and time-out states.
 */
export function AccountMenu({ me }: { me: Me }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const initial = me.user.displayName.charAt(0).toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={`Account menu for ${me.user.displayName}`}
      >
        {me.profile.avatar_url ? (
          <img src={me.profile.avatar_url} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
          >
            {initial}
          </span>
        )}
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{me.user.displayName}</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{me.user.displayName}</p>
            <p className="truncate text-xs text-slate-500">{me.user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/settings#ebay')}>
            <Link2 className="h-4 w-4" aria-hidden="true" /> Connect eBay Account
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/ai-insights')}>
            <Sparkles className="h-4 w-4" aria-hidden="true" /> AI Insights
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/settings')}>
            <Settings className="h-4 w-4" aria-hidden="true" /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => signOut.mutate()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
