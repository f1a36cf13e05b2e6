"""Package the frozen Linux app for players: a tarball and a Debian package, from ``dist/``.

``make dist`` runs this after PyInstaller on Linux; the release workflow runs it on its Ubuntu runner.  Only
the standard library and Debian's own ``dpkg-deb`` and ``dpkg-shlibdeps`` are used, so it builds offline.

The tarball (``lohai-friends-<version>-linux-<machine>.tar.gz``) holds the one-folder app as
``lohai-friends-<version>/``: unpack anywhere and start ``lohai-friends``.

The Debian package (``lohai-friends_<version>_<arch>.deb``) installs

- the app in ``/opt/lohai-friends/`` (a PyInstaller folder keeps its libraries beside the program, which the
  file-system hierarchy puts under ``/opt``),
- ``/usr/bin/lohai-friends``, a relative symbolic link to it (relative, so the package unpacked into any
  scratch root still starts; PyInstaller's program finds its folder through the link),
- ``/usr/share/applications/lohai-friends.desktop`` and the icon in every size the ``.ico`` holds under
  ``/usr/share/icons/hicolor/<size>x<size>/apps/``, where desktops look for them,
- the changelog in ``/usr/share/doc/lohai-friends/``.

The version is read from the frozen app's own ``VERSION`` stamp (written by ``build.spec``), so the package's
name and control file always say what is inside it.

Usage: ``python packaging/linux.py [--dist DIST]`` (default ``dist/``, where both files are written).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_FOLDER = "Lohai & Friends"
"""The one-folder app's name in ``dist/`` (``build.spec``'s ``COLLECT``)."""
PROGRAM = "lohai-friends"
PACKAGE = "lohai-friends"
DESKTOP = ROOT / "packaging" / "lohai-friends.desktop"
ICON_ICO = ROOT / "sprites" / "icon.ico"
MAINTAINER = "Lohai & Friends maintainers <maintainers@lohai-friends.invalid>"
"""The control file requires one; ``.invalid`` says plainly no public address is chosen yet."""
DESCRIPTION = """\
Lohai, Lo-Hi, Laus, Oh Hell and Koira against the computer
 A desktop card table for one person and a few computer opponents: five
 trick-taking and shedding games with their house variants, hints and a
 review of your play, keyboard and screen-reader play, English and Finnish."""


def app_version(app: Path) -> str:
    """The version the frozen app carries (``VERSION`` at the top of its data, in ``_internal/`` since
    PyInstaller 6)."""
    for stamp in (app / "_internal" / "VERSION", app / "VERSION"):
        if stamp.is_file():
            return stamp.read_text(encoding="utf-8").strip()
    raise SystemExit(f"{app}: no VERSION stamp; build the app with build.spec")


def ico_pngs(ico: Path) -> dict[int, bytes]:
    """The PNG image of each size in a ``.ico`` file (ours holds PNG entries only, see tools/make_icon.py)."""
    data = ico.read_bytes()
    _reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if kind != 1:
        raise SystemExit(f"{ico}: not an icon file")
    images: dict[int, bytes] = {}
    for index in range(count):
        width, _height, _colours, _zero, _planes, _bits, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index)
        image = data[offset:offset + size]
        if image.startswith(b"\x89PNG\r\n\x1a\n"):
            images[width or 256] = image
    if not images:
        raise SystemExit(f"{ico}: no PNG images inside")
    return images


def debian_arch() -> str:
    """This machine's architecture in Debian's words (``amd64``, ``arm64``)."""
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file (the program and its shared libraries) in ``folder``."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def outside_libraries(app: Path) -> set[Path]:
    """The shared libraries the app's files load from the system, as ``ldd`` resolves them when the app's own
    folders come first on the search path (as PyInstaller's program arranges when it starts)."""
    files = elf_files(app)
    search = os.pathsep.join(sorted({str(path.parent) for path in files}))
    outside: set[Path] = set()
    for path in files:
        run = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=False,
                             env={**os.environ, "LD_LIBRARY_PATH": search})
        for line in run.stdout.splitlines():
            name, arrow, rest = line.strip().partition(" => ")
            if not arrow:
                continue
            if rest.startswith("not found"):
                raise SystemExit(f"{path}: needs {name}, which neither the app nor this system has")
            resolved = Path(rest.rpartition(" (")[0])
            if not resolved.is_relative_to(app):
                outside.add(resolved)
    return outside


def owner(library: Path) -> str:
    """The Debian package that installed ``library`` (tried as given and fully resolved: merged /usr)."""
    for candidate in dict.fromkeys((library, library.resolve())):
        run = subprocess.run(["dpkg", "-S", str(candidate)], capture_output=True, text=True, check=False)
        if run.returncode == 0:
            return run.stdout.partition(":")[0].strip()
    raise SystemExit(f"{library}: no Debian package owns it, so the .deb cannot depend on it")


def system_depends(app: Path) -> str:
    """The ``Depends`` line: the packages of the libraries the app loads from the system, with the least
    versions ``dpkg-shlibdeps`` reads from the symbols the app uses.

    PyInstaller bundles every library but the C library and its kin, so this is usually ``libc6 (>= 2.x)``;
    the least version is what the build machine's binaries ask of glibc (build on the oldest system you ship
    to).  ``dpkg-shlibdeps`` alone would also name the packages of libraries the app carries itself (it finds
    a system copy under the same name), so its answer is kept only for the packages ``ldd`` saw used.
    """
    needed = {owner(library) for library in outside_libraries(app)}
    files = elf_files(app)
    with tempfile.TemporaryDirectory() as scratch:
        debian = Path(scratch) / "debian"
        debian.mkdir()
        # dpkg-shlibdeps reads the source package's control file for the package names; a minimal one will do
        (debian / "control").write_text(f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n",
                                        encoding="utf-8")
        run = subprocess.run(
            ["dpkg-shlibdeps", "-O", "--ignore-missing-info",
             *(f"-l{folder}" for folder in sorted({str(path.parent) for path in files})),
             *(f"-e{path}" for path in files)],
            cwd=scratch, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        raise SystemExit(f"dpkg-shlibdeps failed:\n{run.stderr}")
    versioned = {}
    for line in run.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            for entry in line.partition("=")[2].split(","):
                versioned[entry.split()[0].split(":")[0]] = entry.strip()
    return ", ".join(versioned.get(package, package) for package in sorted(needed))


def installed_size(tree: Path) -> int:
    """The staged files' size in KiB, for the control file's ``Installed-Size``."""
    total = sum(path.lstat().st_size for path in tree.rglob("*") if not path.is_dir())
    return (total + 1023) // 1024


def stage_deb(app: Path, tree: Path, version: str, arch: str) -> None:
    """Lay out the package's files under ``tree`` as they will be installed, with ``DEBIAN/control``."""
    opt = tree / "opt" / PACKAGE
    shutil.copytree(app, opt, symlinks=True)
    bin_dir = tree / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / PROGRAM).symlink_to(Path("..", "..", "opt", PACKAGE, PROGRAM))
    share = tree / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(DESKTOP, share / "applications" / f"{PACKAGE}.desktop")
    for size, png in sorted(ico_pngs(ICON_ICO).items()):
        icons = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        icons.mkdir(parents=True)
        (icons / f"{PACKAGE}.png").write_bytes(png)
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copy2(ROOT / "CHANGELOG.md", doc / "CHANGELOG.md")
    for path in tree.rglob("*"):  # dpkg-deb refuses group- or world-writable control files; be plain everywhere
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    depends = system_depends(opt)
    control = tree / "DEBIAN" / "control"
    control.parent.mkdir()
    fields = {
        "Package": PACKAGE,
        "Version": version,
        "Architecture": arch,
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_size(tree)),
        "Section": "games",
        "Priority": "optional",
        "Description": DESCRIPTION,
    }
    if depends:
        fields["Depends"] = depends
    control.write_text("".join(f"{key}: {value}\n" for key, value in fields.items()), encoding="utf-8")


def build_deb(app: Path, out: Path, version: str) -> Path:
    """Stage the package and build it with ``dpkg-deb`` (files owned by root, whoever builds it)."""
    arch = debian_arch()
    deb = out / f"{PACKAGE}_{version}_{arch}.deb"
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "tree"
        tree.mkdir()
        stage_deb(app, tree, version, arch)
        subprocess.run(["dpkg-deb", "--root-owner-group", "--build", str(tree), str(deb)], check=True,
                       stdout=subprocess.DEVNULL)
    return deb


def build_tarball(app: Path, out: Path, version: str) -> Path:
    """The one-folder app as ``lohai-friends-<version>/`` in a gzipped tarball named for the version and machine."""
    tarball = out / f"{PACKAGE}-{version}-linux-{platform.machine()}.tar.gz"

    def plain(info: tarfile.TarInfo) -> tarfile.TarInfo:
        """No builder's name or ids in the archive."""
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(tarball, "w:gz") as archive:
        archive.add(app, arcname=f"{PACKAGE}-{version}", filter=plain)
    return tarball


def main(argv: list[str] | None = None) -> int:
    """Build both packages from ``--dist``; print their paths."""
    parser = argparse.ArgumentParser(description="Package the frozen Linux app as a .deb and a tarball.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where PyInstaller put the app and where the packages go (default: dist/)")
    args = parser.parse_args(argv)
    app = args.dist / APP_FOLDER
    if not (app / PROGRAM).is_file():
        print(f"{app / PROGRAM}: no app here; run PyInstaller (make dist) first", file=sys.stderr)
        return 1
    missing = [tool for tool in ("dpkg-deb", "dpkg-shlibdeps", "ldd") if shutil.which(tool) is None]
    if missing:
        print(f"{', '.join(missing)} not found: on Debian or Ubuntu, apt-get install dpkg-dev", file=sys.stderr)
        return 1
    version = app_version(app)
    for built in (build_tarball(app, args.dist, version), build_deb(app, args.dist, version)):
        print(built)
    return 0


if __name__ == "__main__":
    sys.exit(main())
