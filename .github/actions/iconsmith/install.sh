#!/usr/bin/env bash
# The iconsmith action's install step (#24): puts an iconsmith of the wanted version on the job's
# PATH, through $GITHUB_PATH. action.yml passes its inputs here through the environment, never
# into the script's text, so no input can become shell code:
#
#   ICONSMITH_VERSION      a release version (0.1.0), or `source` to build the action's own ref
#   ICONSMITH_ARCHIVE_URL  where the release archive is (default: the action repository's
#                          release of that version); its SHA-256 file is the same URL + .sha256
#
# A release archive is unpacked into $RUNNER_TEMP/iconsmith after its checksum matches; a wrong
# checksum, a failed download or a binary of another version installs nothing.
set -euo pipefail

# Workflow commands take %, CR and LF escaped; the message also goes to stderr for a local run.
fail() {
  local message="iconsmith action: $*"
  message=${message//'%'/%25}
  message=${message//$'\r'/%0D}
  message=${message//$'\n'/%0A}
  echo "::error title=iconsmith install::$message"
  echo "$*" >&2
  exit 1
}

version=${ICONSMITH_VERSION:-}
archive_url=${ICONSMITH_ARCHIVE_URL:-}
: "${RUNNER_TEMP:?RUNNER_TEMP is not set: install.sh runs as a step of the iconsmith action}"
: "${GITHUB_PATH:?GITHUB_PATH is not set: install.sh runs as a step of the iconsmith action}"
: "${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set: install.sh runs as a step of the iconsmith action}"

if [ "$version" = source ]; then
  # The package is three folders up from the action, at the ref the workflow named in `uses:`.
  package=$(cd "$GITHUB_ACTION_PATH/../../.." && pwd)
  command -v swift >/dev/null 2>&1 ||
    fail "version: source builds iconsmith with Swift, and there is no swift on PATH; set up a Swift toolchain first, or give a release version (Linux)"
  echo "Building iconsmith from source in $package"
  swift build -c release --product iconsmith --package-path "$package" ||
    fail "swift build of iconsmith in $package failed; it needs pkg-config, libpng and zlib (Debian and Ubuntu: apt-get install pkg-config libpng-dev zlib1g-dev; macOS: brew install libpng)"
  bin=$(swift build -c release --product iconsmith --package-path "$package" --show-bin-path)
  [ -x "$bin/iconsmith" ] || fail "swift build left no iconsmith in $bin"
  echo "$bin" >>"$GITHUB_PATH"
  echo "Installed iconsmith $("$bin/iconsmith" --version) from source: $bin/iconsmith"
  exit 0
fi

# A version names a release, and its archive's file name: no spaces, slashes or words.
if ! [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$ ]]; then
  fail "bad version '$version': give a release version such as 0.1.0, or 'source' to build the action's ref"
fi

# The job may already have it (a cache, a container image, an earlier use of the action).
if current=$(iconsmith --version 2>/dev/null) && [ "$current" = "$version" ]; then
  echo "iconsmith $version is already on PATH ($(command -v iconsmith)); not downloading"
  exit 0
fi

# The archive holds a Linux binary; a Mac builds from source instead.
case ${RUNNER_OS:-$(uname -s)} in
  Linux) ;;
  macOS | Darwin) fail "the release archive is Linux-only; on macOS use 'version: source' (it builds iconsmith with the runner's Swift)" ;;
  *) fail "unsupported runner OS '${RUNNER_OS:-$(uname -s)}': the release archive is for Linux, and 'version: source' needs Swift on Linux or macOS" ;;
esac
arch=$(uname -m)
case $arch in
  x86_64 | aarch64) ;;
  arm64) arch=aarch64 ;;
  *) fail "unsupported machine '$arch': release archives are built for x86_64 and aarch64 Linux; use 'version: source'" ;;
esac

if [ -z "$archive_url" ]; then
  # GITHUB_ACTION_REPOSITORY is empty inside composite actions (actions/runner#2525), but the
  # runner checks the action out as .../_actions/OWNER/REPO/REF/, which names it.
  case $GITHUB_ACTION_PATH in
    */_actions/*/*/*) ;;
    *) fail "cannot tell which repository this action comes from ($GITHUB_ACTION_PATH); set archive-url, or use 'version: source'" ;;
  esac
  rest=${GITHUB_ACTION_PATH#*/_actions/}
  owner=${rest%%/*}
  rest=${rest#*/}
  repository=${rest%%/*}
  archive_url="${GITHUB_SERVER_URL:-https://github.com}/$owner/$repository/releases/download/v$version/iconsmith-$version-linux-$arch.tar.gz"
fi

command -v curl >/dev/null 2>&1 || fail "curl is not installed; it downloads the release archive (apt-get install curl)"
work=$(mktemp -d "$RUNNER_TEMP/iconsmith-install.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "Downloading $archive_url"
curl --fail --silent --show-error --location --retry 3 --output "$work/archive.tar.gz" "$archive_url" ||
  fail "could not download the release archive $archive_url"
curl --fail --silent --show-error --location --retry 3 --output "$work/archive.sha256" "$archive_url.sha256" ||
  fail "could not download the archive's checksum $archive_url.sha256"

# The .sha256 file is sha256sum's line for the archive; its name may differ from the URL's.
expected=$(awk 'NR == 1 { print tolower($1) }' "$work/archive.sha256")
[[ $expected =~ ^[0-9a-f]{64}$ ]] || fail "$archive_url.sha256 holds no SHA-256 checksum"
# sha256sum is GNU's; a Mac running this script for a test has shasum instead.
if command -v sha256sum >/dev/null 2>&1; then
  actual=$(sha256sum "$work/archive.tar.gz" | awk '{ print $1 }')
else
  actual=$(shasum -a 256 "$work/archive.tar.gz" | awk '{ print $1 }')
fi
if [ "$actual" != "$expected" ]; then
  fail "checksum mismatch for $archive_url: $archive_url.sha256 says $expected, the download is $actual; nothing installed"
fi

mkdir "$work/unpacked"
tar -xzf "$work/archive.tar.gz" -C "$work/unpacked" --strip-components=1 ||
  fail "could not unpack $archive_url"
[ -x "$work/unpacked/bin/iconsmith" ] || fail "$archive_url holds no bin/iconsmith"
if ! installed=$("$work/unpacked/bin/iconsmith" --version); then
  # Most often a missing libpng or zlib: ldd names it.
  ldd "$work/unpacked/bin/iconsmith" 2>/dev/null | grep 'not found' >&2 || true
  fail "the archive's iconsmith does not run on this runner; it needs libpng 1.6 and zlib (apt-get install libpng16-16 zlib1g)"
fi
[ "$installed" = "$version" ] ||
  fail "$archive_url holds iconsmith $installed, not the $version asked for; nothing installed"

destination=$RUNNER_TEMP/iconsmith
rm -rf "$destination"
mv "$work/unpacked" "$destination"
echo "$destination/bin" >>"$GITHUB_PATH"
echo "Installed iconsmith $installed in $destination"
