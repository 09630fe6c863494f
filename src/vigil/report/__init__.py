"""Pictures of what Vigil saw: overlays on frames and the HTML run report."""
