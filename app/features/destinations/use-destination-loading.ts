import { useEffect } from "react";
import { useNavigation } from "react-router";
import { trackLoading } from "#app/platform/loading-store.ts";

/**
 * SPEC 4: while another destination page loads (a popular route, say) the loading flag is up, and it clears when
 * the response arrives. The flag is the shared loading overlay.
 */
export function useDestinationLoadingFlag(): void {
  const navigation = useNavigation();
  const loadingDestination = navigation.state === "loading" && navigation.location.pathname.startsWith("/vuelos/");
  useEffect(() => {
    if (!loadingDestination) return;
    return trackLoading();
  }, [loadingDestination]);
}
