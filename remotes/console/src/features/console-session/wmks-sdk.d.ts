/**
 * Types of the part of the WebMKS SDK 2.1 this remote uses. `@vmware/wmks` is a package alias of
 * `opennebula-wmks@2.1.4` (the official name is not published on npm), which ships no types.
 */
declare module '@vmware/wmks' {
  export type WmksConnectionState = 'connecting' | 'connected' | 'disconnected';

  /** Data of CONNECTION_STATE_CHANGE; `reason` and `code` come with `disconnected` (the WebSocket close). */
  export interface WmksStateChange {
    state: WmksConnectionState;
    reason?: string;
    code?: number;
  }

  /** Data of ERROR. */
  export interface WmksErrorData {
    errorType?: string;
  }

  export interface WmksOptions {
    rescale?: boolean;
    changeResolution?: boolean;
    position?: number;
    keyboardLayoutId?: string;
    disableVscanKeyboard?: boolean;
    retryConnectionInterval?: number;
  }

  export type WmksHandler = (event: unknown, data: never) => void;

  export interface WmksCore {
    connect(url: string): void;
    disconnect(): void;
    destroy(): void;
    register(event: string, handler: WmksHandler): WmksCore;
    unregister(event?: string, handler?: WmksHandler): WmksCore;
    sendCAD(): void;
    enterFullScreen(): void;
    exitFullScreen(): void;
    updateScreen(): void;
    setOption(name: string, value: unknown): void;
    getConnectionState(): WmksConnectionState;
  }

  export interface WmksStatic {
    createWMKS(elementId: string, options: WmksOptions): WmksCore;
    CONST: {
      Events: {
        CONNECTION_STATE_CHANGE: string;
        ERROR: string;
        COPY: string;
        REMOTE_SCREEN_SIZE_CHANGE: string;
        FULL_SCREEN_CHANGE: string;
      };
      ErrorType: { AUTHENTICATION_FAILED: string; WEBSOCKET_ERROR: string; PROTOCOL_ERROR: string };
      Position: { CENTER: number; LEFT_TOP: number };
    };
    LOGGER: {
      LEVEL: { TRACE: number; DEBUG: number; INFO: number; WARN: number; ERROR: number };
      setLogLevel(level: number): void;
    };
  }

  const WMKS: WmksStatic;
  export default WMKS;
}
