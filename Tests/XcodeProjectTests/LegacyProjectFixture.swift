/// An Xcode 3-era iPhone app (objectVersion 45), written by hand in the
/// shape Xcode 3.2 saved: 24-digit ids, `name`-only groups beside groups
/// with a `path`, a SOURCE_ROOT reference, a file reference known only by
/// its name, a localized variant group, and settings split between the
/// project and the target.
enum LegacyProjectFixture {
  static let text = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 45;
    	objects = {

    /* Begin PBXBuildFile section */
    		1D60589B0D05DD56006BFB54 /* main.m in Sources */ = {isa = PBXBuildFile; fileRef = 29B97316FDCFA39411CA2CEA /* main.m */; };
    		28AD733F0D9D9553002E5188 /* MainWindow.xib in Resources */ = {isa = PBXBuildFile; fileRef = 28AD733E0D9D9553002E5188 /* MainWindow.xib */; };
    		A10000000000000000000001 /* Icon.png in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000001 /* Icon.png */; };
    		A10000000000000000000002 /* Icon@2x.png in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* Icon@2x.png */; };
    		A10000000000000000000003 /* Icon-72.png in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000003 /* Icon-72.png */; };
    		A10000000000000000000004 /* Default.png in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000004 /* Default.png */; };
    		A10000000000000000000005 /* iTunesArtwork in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000005 /* iTunesArtwork */; };
    		A10000000000000000000006 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000006 /* InfoPlist.strings */; };
    		A10000000000000000000007 /* Generated.bundle in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000007 /* Generated.bundle */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    		1D6058910D05DD3D006BFB54 /* Legacy.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Legacy.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		28AD733E0D9D9553002E5188 /* MainWindow.xib */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = file.xib; path = MainWindow.xib; sourceTree = "<group>"; };
    		29B97316FDCFA39411CA2CEA /* main.m */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.c.objc; path = main.m; sourceTree = "<group>"; };
    		8D1107310486CEB800E47090 /* Legacy-Info.plist */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = text.plist.xml; path = "Legacy-Info.plist"; plistStructureDefinitionIdentifier = "com.apple.xcode.plist.structure-definition.iphone.info-plist"; sourceTree = "<group>"; };
    		A20000000000000000000001 /* Icon.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = Icon.png; sourceTree = "<group>"; };
    		A20000000000000000000002 /* Icon@2x.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = "Icon@2x.png"; sourceTree = "<group>"; };
    		A20000000000000000000003 /* Icon-72.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; name = "Icon-72.png"; sourceTree = "<group>"; };
    		A20000000000000000000004 /* Default.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; name = Default.png; path = "../Legacy/Default.png"; sourceTree = "<group>"; };
    		A20000000000000000000005 /* iTunesArtwork */ = {isa = PBXFileReference; lastKnownFileType = file; name = iTunesArtwork; path = Artwork/iTunesArtwork; sourceTree = SOURCE_ROOT; };
    		A20000000000000000000007 /* Generated.bundle */ = {isa = PBXFileReference; lastKnownFileType = wrapper.plug-in; path = Generated.bundle; sourceTree = BUILT_PRODUCTS_DIR; };
    		A30000000000000000000001 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    		A30000000000000000000002 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    		19C28FACFE9D520D11CA2CBB /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				1D6058910D05DD3D006BFB54 /* Legacy.app */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    		29B97314FDCFA39411CA2CEA /* CustomTemplate */ = {
    			isa = PBXGroup;
    			children = (
    				29B97315FDCFA39411CA2CEA /* Other Sources */,
    				29B97317FDCFA39411CA2CEA /* Resources */,
    				19C28FACFE9D520D11CA2CBB /* Products */,
    			);
    			name = CustomTemplate;
    			sourceTree = "<group>";
    		};
    		29B97315FDCFA39411CA2CEA /* Other Sources */ = {
    			isa = PBXGroup;
    			children = (
    				29B97316FDCFA39411CA2CEA /* main.m */,
    			);
    			name = "Other Sources";
    			sourceTree = "<group>";
    		};
    		29B97317FDCFA39411CA2CEA /* Resources */ = {
    			isa = PBXGroup;
    			children = (
    				A40000000000000000000001 /* Images */,
    				28AD733E0D9D9553002E5188 /* MainWindow.xib */,
    				8D1107310486CEB800E47090 /* Legacy-Info.plist */,
    				A20000000000000000000005 /* iTunesArtwork */,
    				A20000000000000000000006 /* InfoPlist.strings */,
    			);
    			name = Resources;
    			sourceTree = "<group>";
    		};
    		A40000000000000000000001 /* Images */ = {
    			isa = PBXGroup;
    			children = (
    				A20000000000000000000001 /* Icon.png */,
    				A20000000000000000000002 /* Icon@2x.png */,
    				A20000000000000000000003 /* Icon-72.png */,
    				A20000000000000000000004 /* Default.png */,
    			);
    			path = Images;
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		1D6058900D05DD3D006BFB54 /* Legacy */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = 1D6058960D05DD3E006BFB54 /* Build configuration list for PBXNativeTarget "Legacy" */;
    			buildPhases = (
    				1D60588D0D05DD3D006BFB54 /* Resources */,
    				1D60588E0D05DD3D006BFB54 /* Sources */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			name = Legacy;
    			productName = Legacy;
    			productReference = 1D6058910D05DD3D006BFB54 /* Legacy.app */;
    			productType = "com.apple.product-type.application";
    		};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    		29B97313FDCFA39411CA2CEA /* Project object */ = {
    			isa = PBXProject;
    			buildConfigurationList = C01FCF4E08A954540054247B /* Build configuration list for PBXProject "Legacy" */;
    			compatibilityVersion = "Xcode 3.1";
    			hasScannedForEncodings = 1;
    			mainGroup = 29B97314FDCFA39411CA2CEA /* CustomTemplate */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				1D6058900D05DD3D006BFB54 /* Legacy */,
    			);
    		};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    		1D60588D0D05DD3D006BFB54 /* Resources */ = {
    			isa = PBXResourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				28AD733F0D9D9553002E5188 /* MainWindow.xib in Resources */,
    				A10000000000000000000001 /* Icon.png in Resources */,
    				A10000000000000000000002 /* Icon@2x.png in Resources */,
    				A10000000000000000000003 /* Icon-72.png in Resources */,
    				A10000000000000000000004 /* Default.png in Resources */,
    				A10000000000000000000005 /* iTunesArtwork in Resources */,
    				A10000000000000000000006 /* InfoPlist.strings in Resources */,
    				A10000000000000000000007 /* Generated.bundle in Resources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    		1D60588E0D05DD3D006BFB54 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				1D60589B0D05DD56006BFB54 /* main.m in Sources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    		A20000000000000000000006 /* InfoPlist.strings */ = {
    			isa = PBXVariantGroup;
    			children = (
    				A30000000000000000000001 /* en */,
    				A30000000000000000000002 /* fr */,
    			);
    			name = InfoPlist.strings;
    			sourceTree = "<group>";
    		};
    /* End PBXVariantGroup section */

    /* Begin XCBuildConfiguration section */
    		1D6058940D05DD3E006BFB54 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ALWAYS_SEARCH_USER_PATHS = NO;
    				INFOPLIST_FILE = "Debug-Info.plist";
    				PRODUCT_NAME = Legacy;
    			};
    			name = Debug;
    		};
    		1D6058950D05DD3E006BFB54 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ALWAYS_SEARCH_USER_PATHS = NO;
    				COPY_PHASE_STRIP = YES;
    				GCC_PRECOMPILE_PREFIX_HEADER = YES;
    				INFOPLIST_FILE = "Legacy-Info.plist";
    				PRODUCT_NAME = Legacy;
    			};
    			name = Release;
    		};
    		C01FCF4F08A954540054247B /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ARCHS = "$(ARCHS_STANDARD_32_BIT)";
    				IPHONEOS_DEPLOYMENT_TARGET = 3.0;
    				SDKROOT = iphoneos3.1.3;
    			};
    			name = Debug;
    		};
    		C01FCF5008A954540054247B /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ARCHS = "$(ARCHS_STANDARD_32_BIT)";
    				"CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone Distribution";
    				IPHONEOS_DEPLOYMENT_TARGET = 3.1.3;
    				"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]" = 3.0;
    				SDKROOT = iphoneos3.1.3;
    				TARGETED_DEVICE_FAMILY = "1,2";
    			};
    			name = Release;
    		};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    		1D6058960D05DD3E006BFB54 /* Build configuration list for PBXNativeTarget "Legacy" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				1D6058940D05DD3E006BFB54 /* Debug */,
    				1D6058950D05DD3E006BFB54 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		C01FCF4E08A954540054247B /* Build configuration list for PBXProject "Legacy" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				C01FCF4F08A954540054247B /* Debug */,
    				C01FCF5008A954540054247B /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    /* End XCConfigurationList section */
    	};
    	rootObject = 29B97313FDCFA39411CA2CEA /* Project object */;
    }
    """#
}
