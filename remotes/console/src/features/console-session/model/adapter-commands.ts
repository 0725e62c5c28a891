import type { KeyboardLayout } from '@academy/api';
import { attach, createEffect } from 'effector';
import type { ConsoleAdapter } from '../console-adapter';
import { $adapter } from './console';

/** Runs one adapter call, if there is a console. */
function adapterFx<P = void>(call: (adapter: ConsoleAdapter, params: P) => void) {
  return attach({
    source: $adapter,
    effect: createEffect(({ adapter, params }: { adapter: ConsoleAdapter | null; params: P }) => {
      if (adapter) call(adapter, params);
    }),
    mapParams: (params: P, adapter) => ({ adapter, params }),
  });
}

export const connectFx = adapterFx<string>((adapter, url) => adapter.connect(url));
export const grabFx = adapterFx((adapter) => adapter.grab());
export const releaseFx = adapterFx((adapter) => adapter.release());
export const sendCtrlAltDelFx = adapterFx((adapter) => adapter.sendCtrlAltDel());
export const enterFullScreenFx = adapterFx((adapter) => adapter.enterFullScreen());
export const fitToContainerFx = adapterFx((adapter) => adapter.fitToContainer());
export const setKeyboardLayoutFx = adapterFx<KeyboardLayout>((adapter, layout) => adapter.setKeyboardLayout(layout));
