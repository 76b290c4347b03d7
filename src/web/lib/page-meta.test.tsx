// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fullTitle, usePageMeta } from "./page-meta";

function Page(props: { title: string; description?: string }) {
  usePageMeta({ ...props, type: "article" });
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");

afterEach(cleanup);

describe("usePageMeta", () => {
  it("sets the title, description and sharing tags, and restores them on unmount", () => {
    document.title = "Before";
    const description = document.createElement("meta");
    description.name = "description";
    description.content = "Site description";
    document.head.append(description);

    const { unmount, rerender } = render(<Page title="Blog" description="Short reads" />);
    expect(document.title).toBe("Blog · Custom Fit");
    expect(content('meta[name="description"]')).toBe("Short reads");
    expect(content('meta[property="og:title"]')).toBe("Blog · Custom Fit");
    expect(content('meta[property="og:description"]')).toBe("Short reads");
    expect(content('meta[property="og:type"]')).toBe("article");
    expect(content('meta[name="twitter:description"]')).toBe("Short reads");

    rerender(<Page title="A post" description="Its excerpt" />);
    expect(document.title).toBe("A post · Custom Fit");
    expect(content('meta[name="description"]')).toBe("Its excerpt");

    unmount();
    expect(document.title).toBe("Before");
    expect(content('meta[name="description"]')).toBe("Site description");
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it("does not repeat the app's name", () => {
    expect(fullTitle("Custom Fit: workouts that fit")).toBe("Custom Fit: workouts that fit");
    expect(fullTitle("Blog")).toBe("Blog · Custom Fit");
  });
});
