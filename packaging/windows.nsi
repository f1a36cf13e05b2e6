; The Windows installer for Lohai & Friends (NSIS 3, Unicode).
;
; Built by packaging/windows.py, which passes three definitions:
;   /DVERSION=0.1.0                  the version in pyproject.toml (the frozen app's VERSION stamp)
;   /DAPPDIR=<dist\Lohai & Friends>  the one-folder app PyInstaller built
;   /DOUTFILE=<...-setup.exe>         where the installer goes
;
; It installs the folder under Program Files, adds a Start-menu entry (and a desktop shortcut the player may
; untick), registers the game under "Installed apps" with its uninstaller, and the uninstaller removes exactly
; what was installed.  The player's saves live in their own AppData folder and are never touched, so
; reinstalling or uninstalling keeps their matches and statistics.

Unicode true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "Pass /DVERSION=x.y.z (packaging/windows.py does)"
!endif
!ifndef APPDIR
  !error "Pass /DAPPDIR=<the one-folder app> (packaging/windows.py does)"
!endif
!ifndef OUTFILE
  !define OUTFILE "lohai-friends-${VERSION}-windows-setup.exe"
!endif

!define NAME "Lohai & Friends"
!define EXE "lohai-friends.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\LohaiFriends"

!include "MUI2.nsh"
!include "x64.nsh"

Name "${NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${NAME}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
BrandingText "${NAME} ${VERSION}"

; Version information shown in the installer file's Properties → Details (VIProductVersion needs four numbers).
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${NAME} installer"
VIAddVersionKey "LegalCopyright" "${NAME}"

!define MUI_ICON "${APPDIR}\_internal\sprites\icon.ico"
!define MUI_UNICON "${APPDIR}\_internal\sprites\icon.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${NAME} now"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Finnish"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${NAME} needs a 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "${NAME}" SecApp
  SectionIn RO
  ; An older version's files go first, so a file the new version no longer has does not linger.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${APPDIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\${NAME}"
  CreateShortCut "$SMPROGRAMS\${NAME}\${NAME}.lnk" "$INSTDIR\${EXE}"
  CreateShortCut "$SMPROGRAMS\${NAME}\Uninstall ${NAME}.lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortCut "$DESKTOP\${NAME}.lnk" "$INSTDIR\${EXE}"
SectionEnd

Section "Uninstall"
  Delete "$DESKTOP\${NAME}.lnk"
  RMDir /r "$SMPROGRAMS\${NAME}"
  ; Only what the installer put there: the program, its folder of libraries and data, and the uninstaller.
  Delete "$INSTDIR\${EXE}"
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\speech_libs"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd
