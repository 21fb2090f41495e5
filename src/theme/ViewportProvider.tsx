import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { isMobileDevice, type DeviceClass } from './breakpoints';
import { currentDeviceClass, watchViewport } from './viewport';

export interface ViewportValue {
  device: DeviceClass;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

function valueFor(device: DeviceClass): ViewportValue {
  const isMobile = isMobileDevice(device);
  const isTablet = device === 'tablet';
  return { device, isMobile, isTablet, isDesktop: !isMobile && !isTablet };
}

const ViewportContext = createContext<ViewportValue>(valueFor('desktop'));

export function ViewportProvider({ children }: { children: ReactNode }) {
  const [device, setDevice] = useState<DeviceClass>(currentDeviceClass);
  const initial = useRef(device);
  useEffect(() => watchViewport(setDevice, initial.current), []);
  return <ViewportContext.Provider value={valueFor(device)}>{children}</ViewportContext.Provider>;
}

export function useViewport(): ViewportValue {
  return useContext(ViewportContext);
}
