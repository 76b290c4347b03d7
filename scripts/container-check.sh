#!/usr/bin/env bash
# The container files (Dockerfile, compose.yaml; ADR 0081), checked in CI. With a container engine that can build
# (docker with a daemon, or podman) and reach the base image's registry: build the image, start it on the embedded
# database, wait for its HEALTHCHECK command to pass and for the sign-up page to answer, then remove it, all within
# 4 minutes. Without one: lint both files with maintained linters, dockerfile-utils (the Dockerfile checks of the
# VS Code Docker language server) and dclint (Docker Compose), pinned, fetched by npx. Exits non-zero on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."

engine=""
for candidate in docker podman; do
  if command -v "$candidate" >/dev/null 2>&1 && timeout 20 "$candidate" info >/dev/null 2>&1; then
    engine="$candidate"
    break
  fi
done
# An engine that cannot fetch the base image (no registry from this machine) cannot build: lint instead.
base_image=$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)
if [ -n "$engine" ] && ! timeout 90 "$engine" pull -q "$base_image" >/dev/null 2>&1; then
  echo "container: $engine cannot pull $base_image here; linting instead"
  engine=""
fi

if [ -z "$engine" ]; then
  echo "container: no usable engine; linting Dockerfile and compose.yaml"
  status=0
  timeout 120 npx --yes dockerfile-utils@0.16.3 lint Dockerfile || status=1
  timeout 120 npx --yes dclint@3.1.0 compose.yaml || status=1
  exit $status
fi

tag="custom-fit-ci:$$"
name="custom-fit-ci-$$"
cleanup() {
  "$engine" rm -f "$name" >/dev/null 2>&1
  "$engine" rmi -f "$tag" >/dev/null 2>&1
}
trap cleanup EXIT
echo "container: building with $engine"
timeout 180 "$engine" build -q -t "$tag" . >/dev/null || { echo "container: build failed"; exit 1; }
"$engine" run -d --name "$name" -p 127.0.0.1:3998:3000 \
  -e AUTH_SECRET=ci-smoke-test-secret-of-at-least-32-chars -e MAIL=log -e BILLING=disabled \
  -e APP_URL=http://localhost:3998 "$tag" >/dev/null || { echo "container: run failed"; exit 1; }
# The image's own HEALTHCHECK command, run inside it, until it passes (at most 60 tries a second apart).
healthy=""
for _ in $(seq 1 60); do
  if "$engine" healthcheck run "$name" >/dev/null 2>&1 ||
    [ "$("$engine" inspect -f '{{.State.Health.Status}}' "$name" 2>/dev/null)" = "healthy" ]; then
    healthy=1
    break
  fi
  sleep 1
done
[ -n "$healthy" ] || { echo "container: never healthy"; "$engine" logs "$name" | tail -20; exit 1; }
curl -fsS -o /dev/null http://127.0.0.1:3998/sign-up || { echo "container: /sign-up did not answer"; exit 1; }
echo "container: built, healthy, /sign-up answers"
