; Inno Setup script for GameBox on Windows (built by .github/workflows/release.yml).
;   iscc /DAppVersion=X.Y.Z /DSourceDir=..\..\dist\gamebox /DIconFile=..\..\build\icons\gamebox.ico packaging\windows\gamebox.iss
; AppVersion comes from gamebox.__version__ (the workflow reads it; nothing is hard-coded here).
; SourceDir is the PyInstaller one-folder bundle made from packaging/gamebox.spec; IconFile is
; rendered from resources/icons/gamebox.svg by packaging/make_icons.py during that build.
; Installs per user by default (no admin prompt); the user can choose all users instead.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\gamebox"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\gamebox.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{6C0B7C52-3F4E-4C8B-9B0E-6A1D5E2F7A31}
AppName=GameBox
AppVersion={#AppVersion}
AppVerName=GameBox {#AppVersion}
AppPublisher=The GameBox developers
DefaultDirName={autopf}\GameBox
DefaultGroupName=GameBox
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\gamebox.exe
UninstallDisplayName=GameBox {#AppVersion}
OutputDir={#OutputDir}
OutputBaseFilename=GameBox-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
VersionInfoVersion={#AppVersion}
VersionInfoProductName=GameBox
VersionInfoProductVersion={#AppVersion}

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#IconFile}"; DestDir: "{app}"; DestName: "gamebox.ico"; Flags: ignoreversion

[Icons]
Name: "{group}\GameBox"; Filename: "{app}\gamebox.exe"; IconFilename: "{app}\gamebox.ico"
Name: "{group}\{cm:UninstallProgram,GameBox}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\GameBox"; Filename: "{app}\gamebox.exe"; IconFilename: "{app}\gamebox.ico"; Tasks: desktopicon

[Run]
Filename: "{app}\gamebox.exe"; Description: "{cm:LaunchProgram,GameBox}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal"
